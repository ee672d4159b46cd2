/**
 * Stands in for TypeBox in the web build (vite.config.ts): the contract's modules build their
 * schemas when imported, but the browser only uses their constants and types — requests are
 * validated by the server. Every `Type.X(…)` returns an empty schema, and ≈ 66 kB of TypeBox stay
 * out of the first download (issue 11 §8). A web module that needs a real schema at run time
 * must import it from the server's answer, not build it here.
 */
const emptySchema = (): { properties: Record<string, never> } => ({ properties: {} });

const Type: Record<string, typeof emptySchema> = new Proxy({}, { get: () => emptySchema });

export default Type;
