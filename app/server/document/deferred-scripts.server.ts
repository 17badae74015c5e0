import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** Paint first, then load the scripts (docs/decisions/0010); matches React Router's own markup. */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<\/script><script nonce="([^"]*)" type="module" async="">/;

/** The loader appended to the context script: starts `preloads` at first paint, or once parsed. */
export function deferredBootLoader(preloads: string[]): string {
  return (
    ';(function(){var n=document.currentScript&&document.currentScript.nonce,d=document,done=false;' +
    `var p=${JSON.stringify(preloads).replace(/</g, '\\u003c')};` +
    'function go(){if(done)return;var b=d.querySelector("script[data-boot]");if(!b)return;done=true;' +
    'p.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});' +
    'var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=b.textContent;b.replaceWith(s)}' +
    'function parsed(f){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",f);else f()}' +
    'addEventListener("load",function(){setTimeout(go,1000)});' +
    'if(d.visibilityState==="hidden"||!window.PerformanceObserver||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){parsed(go);return}' +
    'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)parsed(go)}).observe({type:"paint",buffered:true})})()'
  );
}

export function deferScripts(): Transform {
  const preloads: string[] = [];
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let booted = false;
  const rewrite = (html: string): string => {
    let out = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
    if (!booted) {
      out = out.replace(BOOTSTRAP, (_tag, nonce: string) => {
        booted = true;
        return `${deferredBootLoader(preloads)}</script><script nonce="${nonce}" type="text/plain" data-boot="">`;
      });
    }
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      // A tag cut between two chunks, or a closing </script> at the end, waits for the rest.
      let safe = text.length;
      const lastTag = text.lastIndexOf('<');
      if (lastTag !== -1 && !text.includes('>', lastTag)) safe = lastTag;
      if (text.slice(0, safe).endsWith('</script>')) safe -= '</script>'.length;
      pending = text.slice(safe);
      callback(null, rewrite(text.slice(0, safe)));
    },
    flush(callback: TransformCallback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
