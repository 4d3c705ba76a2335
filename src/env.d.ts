/** The app version from package.json, set at build time. */
declare const __APP_VERSION__: string;
