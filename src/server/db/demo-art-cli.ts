// `npm run build`'s last step (issue #35): renders every picture the demo seed shows into
// dist/demo-art (or the folder given), so a new demo database's first start copies them instead
// of rasterising SVGs with sharp. Keys carry a hash of the art: a folder from an older build is
// topped up, never wrong.
//   node dist/server/demo-art-cli.js [folder]
import path from 'node:path';
import { folderMediaStore } from '../modules/media/media-store';
import { renderDemoArt } from './seed';

const folder = path.resolve(process.argv[2] ?? 'dist/demo-art');
const started = Date.now();
await renderDemoArt(folderMediaStore(folder));
console.log(
  `Demo pictures in ${path.relative(process.cwd(), folder) || '.'} (${Date.now() - started} ms).`,
);
