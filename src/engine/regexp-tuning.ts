import { setFlagsFromString } from 'node:v8';

/**
 * V8 runs a regex in its bytecode interpreter first and compiles it to machine code only once it is warm ("tier
 * up"). On this engine's patterns that heuristic misfires: on inputs of tens of KB and more, code paths kept
 * returning to the interpreter and long texts scored 2-8x slower than with compiled patterns (measured with
 * `npm run eval`: 64 KB prose 40 -> 90 MB/s, 1 MB hostile messages 110 -> 16 ms). The engine therefore asks V8 to
 * compile every regex on first use. The flag is process-wide (it also reaches the scoring workers and, for the
 * library, the host process) and changes no result, only when patterns get compiled.
 *
 * The other V8 regex knob, falling back to the breadth-first engine on excessive backtracking, is deliberately
 * NOT set: every pattern is proven linear (`npm run redos:prove`), and that fallback engine ran these large
 * alternations 100x slower (2-3 s on 1 MB messages).
 */
setFlagsFromString('--no-regexp-tier-up');
