// The public surface of @gh/federation: loading a remote's exposed module, and rendering one.
export * from "./remote-unavailable.ts";
export * from "./remote-loader.ts";
export * from "./remote-component.tsx";
