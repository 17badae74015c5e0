declare module 'vnu-jar' {
  /** Absolute path of the bundled vnu.jar (the Nu HTML Checker). */
  const jarPath: string;
  export default jarPath;
}
