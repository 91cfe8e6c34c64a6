#!/usr/bin/env node
// After `vite build`: renders the first paint of the app into the built HTML (entry: src/prerender.tsx,
// bundled for Node by Vite's SSR build into node_modules/.cache/prerender).
//   dist/index.html  the sign-in screen, hydrated by main.tsx (served at / and /login)
//   dist/app.html    'Please wait..', replaced by the app (every other address)
//   dist/pages.json  which file the server sends for which address (apps/api/src/plugins/web.ts)
//   dist/boot.js     a small blocking script in <head>, run before the first paint, for a signed-in
//                    visitor: marks the page (a signed-in visitor of / is sent home by the app, so the
//                    sign-in screen must not flash first: [data-signed-in] hides it), and starts loading
//                    the chunks of the address's screen (dist/.vite/chunks.json, route file name = path) with
//                    the entry instead of after it; on /courses it also asks for the first page of
//                    courses (src/lib/early-responses.ts), so the grid's data does not wait for the code.
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
/** The built chunks (vite-plugins/chunk-map.ts) and the files a chunk loads with it. */
function readChunks() {
  /** @type {import('../vite-plugins/chunk-map.ts').TChunkEntry[]} */
  const chunks = JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const holding = (module) => {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
    return chunk;
  };
  const staticGraph = (chunk, files = new Set()) => {
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css) files.add(css);
    for (const imported of chunk.imports) staticGraph(byFile.get(imported), files);
    return files;
  };
  const entry = staticGraph(chunks.find((chunk) => chunk.isEntry));
  // main.tsx imports the app a task after React: every page asks for it with the entry.
  const app = [...staticGraph(holding('src/app/start.ts'))].filter((file) => !entry.has(file));
  const loadedWithPage = new Set([...entry, ...app]);
  const layout = staticGraph(holding('src/components/layout/app-layout.tsx'));
  /** Each signed-in address → the chunks (and stylesheets) its screen and the signed-in layout load lazily. */
  const routes = {};
  for (const module of chunks.flatMap((chunk) => chunk.modules)) {
    const name = module.match(/^src\/app\/routes\/([a-z-]+)\.tsx$/)?.[1];
    if (!name || prerender.LANDING_PATHS.includes(`/${name}`)) continue;
    const files = new Set([...layout, ...staticGraph(holding(module))]);
    routes[`/${name}`] = [...files].filter((file) => !loadedWithPage.has(file));
  }
  return { app, routes };
}

function bootScript(routeChunks) {
  const early = prerender.EARLY_COURSES;
  return `(function(){var token;try{token=localStorage.getItem(${JSON.stringify(prerender.TOKEN_STORAGE_KEY)})}catch(e){}
if(!token)return;
document.documentElement.setAttribute("data-signed-in","");
try{var studentId=sessionStorage.getItem(${JSON.stringify(early.studentIdKey)});
if(location.pathname===${JSON.stringify(early.path)}&&!location.search&&studentId&&window.fetch&&window.AbortSignal&&AbortSignal.timeout){
var url=${JSON.stringify(early.urlTemplate)}.replace("STUDENT_ID",encodeURIComponent(studentId));
window.earlyResponses={};window.earlyResponses[url]=fetch(url,{headers:{Accept:"application/json",Authorization:"Bearer "+token},signal:AbortSignal.timeout(${early.timeoutMs})})
.then(function(r){return r.ok?r.json():null}).catch(function(){return null})}}catch(e){}
var chunks=${JSON.stringify(routeChunks)}[location.pathname]||[];
for(var i=0;i<chunks.length;i++){var link=document.createElement("link");var css=/\\.css$/.test(chunks[i]);
link.rel=css?"preload":"modulepreload";if(css)link.as="style";else link.fetchPriority="low";link.crossOrigin="";link.href="/"+chunks[i];document.head.appendChild(link)}})();
`;
}

const prerender = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
const chunks = readChunks();

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
const themeVariables = prerender.themeVariablesCss();
// The app's chunk is imported by main.tsx, not statically: Vite does not list it, so the page does (its
// stylesheet too: the prerendered sign-in screen is painted with it).
const appPreloads = chunks.app
  .map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  )
  .join('\n    ');
const page = (kind, html) =>
  template
    .replace('</title>', `</title>\n    ${BOOT_SCRIPT}\n    ${themeVariables}`)
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
fs.writeFileSync(
  path.join(dist, 'index.html'),
  lowPriorityScripts(page('landing', prerender.renderLandingPage())),
);
fs.writeFileSync(
  path.join(dist, 'app.html'),
  lowPriorityScripts(page('loading', prerender.renderLoadingPage())),
);
fs.writeFileSync(
  path.join(dist, 'pages.json'),
  JSON.stringify({ landing: { paths: prerender.LANDING_PATHS, file: 'index.html' }, other: 'app.html' }),
);
fs.writeFileSync(path.join(dist, 'boot.js'), bootScript(chunks.routes));
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true }); // the chunk map is not served
console.log('prerendered: index.html (sign-in screen), app.html (Please wait..)');
