/** Spec §3: a node of a type or category tree. */
export interface TreeItem {
  ID: number;
  ParentID: number | null;
  Name: string;
  WebID: number;
}
