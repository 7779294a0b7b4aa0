// Reserved: the load benchmark (meals list, details, likes against PGlite and PostgreSQL, with a bare
// Node server as the yardstick) is built with the proof-of-quality work. Until then this says so.
console.error('npm run bench: not built yet. It arrives with the speed work (see docs/decisions.md).');
process.exit(1);
