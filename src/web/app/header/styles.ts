/** Round 44 px hit area for the header's icon links and buttons. */
export const iconButtonClasses =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand-100 [&_svg]:size-[1.35rem]';
