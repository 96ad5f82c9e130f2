'use client';

import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { statusId, useTreeResult } from './catalogue-tree-context';

/** The answer to the last form sent about `node`, announced where it was sent from (always on the page). */
export function TreeStatus({ node, className }: { node: string; className?: string }) {
  const result = useTreeResult(node);
  return (
    <div id={statusId(node)} className={result ? className : undefined}>
      <ActionStatus state={result} />
    </div>
  );
}
