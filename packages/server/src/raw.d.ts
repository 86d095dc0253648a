// Text files imported with `?raw` (vite in tests, our rollup plugin in the build).
declare module '*?raw' {
  const text: string;
  export default text;
}
