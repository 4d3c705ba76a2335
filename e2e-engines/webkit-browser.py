#!/usr/bin/python3
"""The smallest WebKitGTK browser for WebKitWebDriver: every tab a bare 360x640 window.

Debian's MiniBrowser keeps its toolbar and will not go below 447 px wide, so the engine tests
start this instead (capability webkitgtk:browserOptions {binary, args}). WebKitWebDriver runs it
with --automation; it answers the automation session by creating plain web views in windows of
phone size. --data-dir DIR keeps storage (IndexedDB, the service worker) in DIR for the session;
without it, storage is ephemeral. Needs python3-gi and gir1.2-webkit2-4.1 (WebKit2GTK 4.1).
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 360, 640


def main(argv):
    data = argv[argv.index("--data-dir") + 1] if "--data-dir" in argv else None
    if data:
        manager = WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data + "/cache")
    else:
        manager = WebKit2.WebsiteDataManager.new_ephemeral()
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_automation_allowed(True)

    def new_view(*_):
        view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
        window = Gtk.Window()
        window.set_default_size(WIDTH, HEIGHT)
        window.add(view)
        view.connect("close", lambda *_: window.destroy())
        window.show_all()
        return view

    def automation_started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name("CarriageWebKit")
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", new_view)

    context.connect("automation-started", automation_started)
    Gtk.main()


if __name__ == "__main__":
    main(sys.argv[1:])
