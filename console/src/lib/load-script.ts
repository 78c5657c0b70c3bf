const loading = new Map<string, Promise<void>>();

/** Adds an outside script once (Turnstile, the Telegram widget) and resolves when it has run. */
export function loadScript(src: string, attributes: Record<string, string> = {}, into: HTMLElement = document.head): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    into.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
