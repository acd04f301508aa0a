/** Makes docs/performance.md anew from bench/results/latest.json and analysis.md, measuring nothing. */
import { writePerformanceDoc } from './results/results.ts';

writePerformanceDoc();
