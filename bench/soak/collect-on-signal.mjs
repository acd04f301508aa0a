// Loaded into the soak's server process only (node --expose-gc --import …): SIGUSR2 asks for a full
// garbage collection, so that the soak reads the resident memory that is still in use rather than
// wherever the collector happens to be. The console itself never loads this.
process.on('SIGUSR2', () => globalThis.gc?.());
