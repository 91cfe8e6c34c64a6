#!/usr/bin/env node
// After `vite build`: renders the first paint of the app into the built HTML (entry: src/prerender.tsx,
// bundled for Node by Vite's SSR build into node_modules/.cache/prerender).
//   dist/index.html  the sign-in screen, hydrated by main.tsx (served at / and /login)
//   dist/app.html    'Please wait..', replaced by the app (every other address)
//   dist/pages.json  which file the server sends for which address (apps/api/src/plugins/web.ts)
// Both pages load dist/boot.js in <head> (built from src/boot by vite-plugins/first-load.ts), and preload the
// app chunk (dist/.vite/first-load.json, written by the same plugin): this script names no module.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const outDir = path.join(webDir, 'node_modules/.cache/prerender');

await build({
  configFile: path.join(webDir, 'vite.config.ts'),
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});
const prerender = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
/** @type {import('../vite-plugins/first-load.ts').TFirstLoadManifest} */
const firstLoad = JSON.parse(fs.readFileSync(path.join(dist, '.vite/first-load.json'), 'utf8'));
if (!fs.existsSync(path.join(dist, 'boot.js'))) throw new Error('prerender: the build wrote no dist/boot.js');

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
const themeVariables = prerender.themeVariablesCss();
// The app's chunk is imported by main.tsx, not statically: Vite does not list it, so the page does (its
// stylesheet too: the prerendered sign-in screen is painted with it).
const appPreloads = firstLoad.appPreloads
  .map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  )
  .join('\n    ');
const page = (kind, html) =>
  template
    .replace(
      '</title>',
      `</title>\n    ${prerender.STYLE_NONCE_META}\n    ${BOOT_SCRIPT}\n    ${themeVariables}`,
    )
    .replace('</head>', `  ${appPreloads}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${html}</div>`);

// Both pages paint from the HTML and the stylesheet alone: their scripts (needed to make the sign-in
// screen interactive, or to replace 'Please wait..') are fetched at low priority so they do not compete
// with those on a slow connection.
const lowPriorityScripts = (html) =>
  html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
// The page's CSP allows only <style> elements with its nonce (apps/api plugins/web.ts fills it in):
// one without the placeholder would be refused in the browser, so the build stops here instead.
const withNonces = (name, html) => {
  const unnonced = html.match(/<style(?![^>]*\snonce=")[^>]*>/g) ?? [];
  if (unnonced.length > 0)
    throw new Error(`prerender: ${name} has a <style> without the nonce: ${unnonced[0]}`);
  return html;
};
fs.writeFileSync(
  path.join(dist, 'index.html'),
  withNonces('index.html', lowPriorityScripts(page('landing', prerender.renderLandingPage()))),
);
fs.writeFileSync(
  path.join(dist, 'app.html'),
  withNonces('app.html', lowPriorityScripts(page('loading', prerender.renderLoadingPage()))),
);
fs.writeFileSync(
  path.join(dist, 'pages.json'),
  JSON.stringify({ landing: { paths: prerender.LANDING_PATHS, file: 'index.html' }, other: 'app.html' }),
);
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true }); // not served
console.log('prerendered: index.html (sign-in screen), app.html (Please wait..)');
