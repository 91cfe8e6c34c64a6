#!/usr/bin/env node
// After `vite build`: renders the first paint of the app into the built HTML (entry: src/prerender.tsx,
// bundled for Node by Vite's SSR build into node_modules/.cache/prerender).
//   dist/index.html  the sign-in screen, hydrated by main.tsx (served at / and /login)
//   dist/app.html    'Please wait..', replaced by the app (every other address)
//   dist/pages.json  which file the server sends for which address (apps/api/src/plugins/web.ts)
//   dist/session-hint.js  a blocking one-liner in <head>: a signed-in visitor of / is sent home by the
//                    app, so the sign-in screen must not flash first ([data-signed-in] hides it).
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

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
const SESSION_HINT = '<script src="/session-hint.js"></script>';
const page = (kind, html) =>
  template
    .replace('</title>', `</title>\n    ${SESSION_HINT}`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${html}</div>`);

// The sign-in screen paints from the HTML and the stylesheet alone: its scripts (needed only to make it
// interactive) are fetched at low priority so they do not compete with those on a slow connection.
const lowPriorityScripts = (html) =>
  html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
fs.writeFileSync(
  path.join(dist, 'index.html'),
  lowPriorityScripts(page('landing', prerender.renderLandingPage())),
);
fs.writeFileSync(path.join(dist, 'app.html'), page('loading', prerender.renderLoadingPage()));
fs.writeFileSync(
  path.join(dist, 'pages.json'),
  JSON.stringify({ landing: { paths: prerender.LANDING_PATHS, file: 'index.html' }, other: 'app.html' }),
);
fs.writeFileSync(
  path.join(dist, 'session-hint.js'),
  `try{localStorage.getItem(${JSON.stringify(prerender.TOKEN_STORAGE_KEY)})&&document.documentElement.setAttribute("data-signed-in","")}catch(e){}\n`,
);
console.log('prerendered: index.html (sign-in screen), app.html (Please wait..)');
