import { listFiltersToSearch, type ListFilters } from 'shared-kernel';

/**
 * Hidden fields that carry a list's other parameters through a GET form that changes some of them
 * (the sort keeps the filters, the filters keep the sort), as the list writes them.
 */
export function HiddenListFields({ filters }: { filters: ListFilters }) {
  return [...new URLSearchParams(listFiltersToSearch(filters))].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The query a GET form would send: what its scripts read instead of letting it go. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}
