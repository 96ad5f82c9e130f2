'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import type { TreeLevel } from '@/platform/catalogue/contract/console-catalogue-tree';
import { NodeControls } from './catalogue-tree-controls';
import { TreeStatus } from './catalogue-tree-status';

/** A node's name for its answers (`category:12`): where each form's message shows. */
export const nodeKey = (level: TreeLevel, id: number) => `${level}:${id}`;

interface Props {
  level: TreeLevel;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  /** The node's name and figures, beside its buttons. */
  heading: ReactNode;
  /** Its forms, shown by Edit. */
  panel: ReactNode;
  panelClassName: string;
}

/** What every node of the tree has: its heading, Up, Down and Edit, its answers, and its forms behind Edit. */
export function TreeNodeFrame({ level, id, name, first, last, heading, panel, panelClassName }: Props) {
  const [editing, setEditing] = useState(false);
  const node = nodeKey(level, id);
  const panelId = `tree-panel-${level}-${id}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {heading}
        <NodeControls
          level={level}
          id={id}
          name={name}
          node={node}
          first={first}
          last={last}
          editing={editing}
          panelId={panelId}
          onEdit={() => setEditing(!editing)}
        />
      </div>
      <TreeStatus node={node} className="mt-2" />
      <div id={panelId} hidden={!editing} className={clsx('mt-2 space-y-3 rounded-lg p-3', panelClassName)}>
        {panel}
      </div>
    </>
  );
}
