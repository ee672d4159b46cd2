/**
 * The address's query as it is now. `useSearchParams` (and the callback form of its setter)
 * give the params of the last render, so two changes made before the next render — two quick
 * clicks on filters — would undo each other; building the next address from the current one
 * keeps both.
 */
export const currentSearchParams = (): URLSearchParams =>
  new URLSearchParams(window.location.search);
