/**
 * Figures about the rule tables for code that must not load the engine (the HTTP front thread's health answer):
 * loading engine.ts builds every rule table and automaton. test/engine-catalog.test.ts fails when a rule is added or
 * removed without updating these.
 */
export const ANALYZER_COUNT = 18;
export const RULE_COUNT = 1170;
