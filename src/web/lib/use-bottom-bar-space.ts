// A bar fixed to the bottom of a phone's screen (the product page's and the checkout's, issue
// #25) must not cover the page's end, the footer included: while one shows, the body keeps its
// height free below 640 px.
import { useEffect } from 'react';

const SPACE = 'max-sm:pb-20';

export function useBottomBarSpace() {
  useEffect(() => {
    document.body.classList.add(SPACE);
    return () => document.body.classList.remove(SPACE);
  }, []);
}
