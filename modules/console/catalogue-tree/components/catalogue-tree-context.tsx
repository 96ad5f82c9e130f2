'use client';

import { createContext, useContext } from 'react';
import type { TreeActionResult } from '@/modules/console/catalogue-tree/catalogue-tree-actions';

interface TreeForms {
  /** Every tree form's Server Action (changeCatalogueTree through useActionState). */
  action: (form: FormData) => void;
  pending: boolean;
  state: TreeActionResult | null;
}

export const TreeFormsContext = createContext<TreeForms | null>(null);

export function useTreeForms(): TreeForms {
  const forms = useContext(TreeFormsContext);
  if (!forms) throw new Error('useTreeForms is used outside CatalogueTree');
  return forms;
}

/** The last answer when it belongs next to `node`, else null. */
export function useTreeResult(node: string): TreeActionResult | null {
  const { state } = useTreeForms();
  return state?.node === node ? state : null;
}

/** An input's invalid state and description when the answer next to `node` names its `field`. */
export function useFieldProblem(node: string, field: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const result = useTreeResult(node);
  return result && !result.ok && result.field === field ? { 'aria-invalid': true, 'aria-describedby': statusId(node) } : {};
}

export const statusId = (node: string) => `tree-status-${node.replace(':', '-')}`;
