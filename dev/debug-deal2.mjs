import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/p-'), { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = ctx.pages()[0];
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
await page.goto('http://127.0.0.1:4173/#/new?game=koikoi&seed=x2');
await page.getByLabel('Seat 1 name').fill('Aiko');
await page.getByLabel('Seat 2 name').fill('Ben');
await page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Person' }).click();
await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
await page.getByRole('button', { name: /show my cards/ }).click();
await page.evaluate(() => { window.__log = []; new MutationObserver((ms) => { for (const m of ms) for (const n of m.removedNodes) window.__log.push((n.outerHTML ?? n.textContent ?? '').slice(0, 120)); }).observe(document.body, { subtree: true, childList: true }); });
try { await page.getByRole('button', { name: 'Deal the cards' }).click({ timeout: 3000 }); console.log('clicked'); } catch (e) { console.log('FAILED', e.message.slice(0, 300)); }
console.log(JSON.stringify(await page.evaluate(() => window.__log.slice(0, 10)), null, 1));
await ctx.close();
