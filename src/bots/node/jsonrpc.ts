// JSON-RPC 2.0 shapes and the standard error codes, shared by the engine protocol
// (`moontable engine`, src/cli/engine-session.ts) and the bot protocol (program bots,
// program.ts). One message per line each way; docs/engine-protocol.md describes both.

export type RpcId = string | number | null;

export interface RpcError {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export type RpcResponse =
  | { readonly jsonrpc: '2.0'; readonly id: RpcId; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: RpcId; readonly error: RpcError };

/** The codes of the JSON-RPC 2.0 specification, and ours (-32000 to -32099 are for servers). */
export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The engine refused a move; `data` is the rule error: {code, rule, message}. */
  moveRefused: -32001,
  /** Too many live states: `free` some. */
  tooManyStates: -32002,
} as const;

export const rpcResult = (id: RpcId, result: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  result,
});

export const rpcError = (
  id: RpcId,
  code: number,
  message: string,
  data?: unknown,
): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A request id as the specification allows it: a string, a number or null. */
export const isRpcId = (x: unknown): x is RpcId =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) || x === null;
