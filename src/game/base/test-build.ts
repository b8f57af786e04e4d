/**
 * True only in the build the browser tests play (`vite build --mode e2e`, into `dist-e2e/`): the window
 * hooks, the zero thinking pause and every level open. Vite replaces `import.meta.env.MODE` at build
 * time, so in the shipped `dist/` this is the literal `false` and everything behind it is dropped.
 */
export const TEST_BUILD: boolean = import.meta.env.MODE === 'e2e';
