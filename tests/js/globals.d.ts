// What build.py writes into web/sw.js in place of the placeholder.
declare const __PRECACHE__: { version: string; files: string[] };
