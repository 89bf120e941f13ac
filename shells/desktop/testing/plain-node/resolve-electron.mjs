// The loader hook behind register.mjs: only the specifier `electron` is redirected.
const standIn = new URL('./electron-stand-in.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: standIn, shortCircuit: true };
  return nextResolve(specifier, context);
}
