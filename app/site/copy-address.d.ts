// app/site/copy-address.js is a plain browser script: it exports nothing, and its tests import it for what it does.
export {};
