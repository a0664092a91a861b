#!/usr/bin/env node
/** `safegate` (package.json bin). */
import { runCli } from './program.js';

runCli(process.argv);
