'use client';

import { ActionButtons } from './action-buttons';

/** Narrow screens: Add to Cart and Buy Now fixed at the bottom (the page keeps room below its content for it). */
export function MobileBuyBar() {
  return (
    <div
      data-testid="mobile-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <ActionButtons layout="bar" />
    </div>
  );
}
