// Side-effect CSS imports handled by rspack's native CSS support.
declare module "*.css";
