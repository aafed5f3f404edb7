// `npm run build -w @securite/server`: the server as apps/server/dist/main.mjs (and, beside it, the chunks of what it
// loads only when needed), that plain `node` starts (`npm start`, the end-to-end tests, the tests that start a real
// server process). Loading the TypeScript sources through tsx cost a start about 14 s of CPU on the CI machine, the
// bundle 7 s; `npm run dev` and the server suite keep the sources.
//
// The server's own code and the domain package are bundled; the npm packages stay outside, loaded from
// node_modules as they are. Every `import.meta.url` of a source file is rewritten to that file's place, relative to
// the bundle: the migrations, the fonts, the validators' files and the modules run on worker threads (which load
// the TypeScript sources with tsx, pdf/off-thread-worker.mjs) are found beside their sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
export const serverBundle = path.join(serverDir, 'dist/main.mjs');

/** Builds dist/main.mjs from src/main.ts; each file written under another name and renamed: concurrent builds are safe. */
export async function buildServer(): Promise<string> {
  const outDir = path.dirname(serverBundle);
  const result = await esbuild.build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // What the sources import only when needed (`await import(…)`: the S3 client, the mailer) goes to a chunk of its
    // own, loaded then: in one file, esbuild hoists a lazy module's npm imports to the top, and every start loaded
    // them.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    charset: 'utf8',
    // Packages loaded from node_modules as they are (CommonJS ones included); the workspace's own bundled.
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@securite/') ? undefined : { path: args.path, external: true },
          );
        },
      },
      {
        name: 'source-locations',
        setup(build) {
          build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
            const source = await fs.promises.readFile(args.path, 'utf8');
            if (/import\.meta\.(dirname|filename)/.test(source))
              throw new Error(`${args.path}: import.meta.dirname/filename — use import.meta.url`);
            const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
            const here = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
            return { contents: source.replaceAll('import.meta.url', here), loader: 'ts' };
          });
        },
      },
    ],
  });
  fs.mkdirSync(outDir, { recursive: true });
  // The map first: a bundle is never there without its map.
  for (const file of [...result.outputFiles].sort((a, b) => b.path.length - a.path.length)) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return serverBundle;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const start = performance.now();
  await buildServer();
  console.log(`serveur : ${path.relative(process.cwd(), serverBundle)} (${Math.round(performance.now() - start)} ms)`);
}
