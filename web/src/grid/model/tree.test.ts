import { describe, expect, it } from 'vitest';
import { buildTree, pathForNew } from './tree.ts';

type Node = { id: string; type: 'folder' | 'item'; hierarchy: string[]; title: string };
const tree = {
  isFolder: (n: Node) => n.type === 'folder',
  path: (n: Node) => n.hierarchy,
  folderName: (n: Node) => n.title,
};
const rows: Node[] = [
  { id: 'f1', type: 'folder', hierarchy: [], title: 'Spring 26' },
  { id: 'f2', type: 'folder', hierarchy: ['Spring 26'], title: 'Wholesale' },
  { id: 'a1', type: 'item', hierarchy: ['Spring 26', 'Wholesale'], title: 'Key styles' },
  { id: 'a2', type: 'item', hierarchy: ['Spring 26'], title: 'Retail picks' },
  { id: 'a3', type: 'item', hierarchy: [], title: 'Loose' },
  { id: 'a4', type: 'item', hierarchy: ['Fall 25'], title: 'Orphan' },
];

describe('[spec 000 §3] folder tree from hierarchy paths', () => {
  it('nests items under their folder by path', () => {
    const { roots, children } = buildTree(rows, tree);
    expect(roots.map((r) => r.id)).toEqual(['f1', 'a3', 'a4']);
    expect(children.get(rows[0] as Node)?.map((r) => r.id)).toEqual(['f2', 'a2']);
    expect(children.get(rows[1] as Node)?.map((r) => r.id)).toEqual(['a1']);
  });

  it('gives new rows the path of the folder they are created in', () => {
    expect(pathForNew(rows[1], tree)).toEqual(['Spring 26', 'Wholesale']);
    expect(pathForNew(rows[3], tree)).toEqual(['Spring 26']);
    expect(pathForNew(undefined, tree)).toEqual([]);
  });
});
