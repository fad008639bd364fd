// The product page's shade parts (issue #37), one lazy chunk beside the page's.
export { NotifyMe } from './notify-me';
export { SimilarShades } from './similar-shades';
