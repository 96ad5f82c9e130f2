'use client';

import clsx from 'clsx';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { TreeLevel } from '@/platform/catalogue/contract/console-catalogue-tree';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { useTreeForms } from './catalogue-tree-context';

export const treeButton = 'min-h-11 px-3';

/** The hidden fields that name a node and where its answer shows. */
export function NodeFields({ level, id, node }: { level: TreeLevel; id: number; node: string }) {
  return (
    <>
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="node" value={node} />
    </>
  );
}

interface ControlsProps {
  level: TreeLevel;
  id: number;
  name: string;
  node: string;
  first: boolean;
  last: boolean;
  editing: boolean;
  panelId: string;
  onEdit: () => void;
}

/** Move up, Move down (among its siblings) and the Edit toggle (aria-expanded) that shows and hides the node's forms. */
export function NodeControls({ level, id, name, node, first, last, editing, panelId, onEdit }: ControlsProps) {
  const { action, pending } = useTreeForms();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form action={action} className="flex gap-2">
        <NodeFields level={level} id={id} node={node} />
        <ConsoleButton
          type="submit"
          name="intent"
          value="up"
          tone="secondary"
          disabled={pending || first}
          aria-label={`Move ${name} up`}
          className={treeButton}
        >
          <span aria-hidden="true">↑</span> Up
        </ConsoleButton>
        <ConsoleButton
          type="submit"
          name="intent"
          value="down"
          tone="secondary"
          disabled={pending || last}
          aria-label={`Move ${name} down`}
          className={treeButton}
        >
          <span aria-hidden="true">↓</span> Down
        </ConsoleButton>
      </form>
      <ConsoleButton tone="secondary" aria-expanded={editing} aria-controls={panelId} onClick={onEdit} className={treeButton}>
        Edit<span className="sr-only"> {name}</span>
        <ChevronDownIcon size={16} className={clsx('transition-transform', editing && 'rotate-180')} />
      </ConsoleButton>
    </div>
  );
}
