// The engine's public surface: import from here in bots, CLI, server and tests.

export * from './game.ts';
export * from './rng.ts';
export * from './record.ts';
export * from './playout.ts';
export * from './conformance.ts';
export * from './shape.ts';
export * from './actions.ts';
export * from './tensor.ts';
export * from './undo.ts';
export * from './define.ts';
export * from './facts.ts';
