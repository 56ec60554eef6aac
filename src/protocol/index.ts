// The server's protocol: wire types (wire.ts), the server's parser of client frames
// (client-messages.ts) and the clients' readers of what the server sends (server-messages.ts).

export * from './wire.ts';
export * from './client-messages.ts';
export * from './server-messages.ts';
export * from './chat.ts';
export * from './queue.ts';
