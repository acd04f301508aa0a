/** Makes docs/performance.md anew from bench/results/latest.json and known-causes.md, measuring nothing. */
import { writePerformanceDoc } from './results/results.ts';

writePerformanceDoc();
