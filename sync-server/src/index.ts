export { createApp, type App } from './app.ts';
export { createRouter, type AppDeps, type AppEnv } from './router.ts';
export { loadConfig, type ServerConfig } from './config.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
