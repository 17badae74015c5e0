declare module 'wawoff2' {
  /** WOFF2 to the TrueType/OpenType bytes it holds. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
