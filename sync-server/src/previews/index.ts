export * from './make.ts';
export * from './icons.ts';
export { PreviewRefusal, type Rendered, type RenderLimits } from './render.ts';
export { ToolError, runTool, toolAvailable } from './tools.ts';
