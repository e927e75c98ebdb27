/** Before `next dev`: bundles the head script for the root layout (scripts/lib/boot-script.ts). */
import { HEAD_SCRIPT_FILE, writeHeadScript } from './lib/boot-script';

const source = writeHeadScript();
console.log(`[boot] head script ${(source.length / 1000).toFixed(1)} KB → ${HEAD_SCRIPT_FILE}`);
