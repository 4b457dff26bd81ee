export { createApp, createRouter, type App, type AppDeps, type AppEnv } from './app.ts';
export { loadConfig, type ServerConfig } from './config.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
