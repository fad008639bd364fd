// The beauty attributes in the filter panel (issue #18): a collapsible group per attribute with
// checkboxes and counts. Values of one group are alternatives, groups narrow each other; the
// choice lives in the URL as `attributes=group:value,…`.
import { ChevronDown } from '../../components/ui/icons';
import { ATTRIBUTE_GROUP_LABELS, parseAttributeToken } from '../../../domain/attributes';
import type { AttributeFacet, FacetValue } from '../../../domain/schemas/catalog';
import { FacetOption } from './facet-group';
import { attributeTokensOf, withAttribute } from './listing-filters';

interface AttributeFacetsProps {
  params: URLSearchParams;
  facets: AttributeFacet[];
  onChange: (next: URLSearchParams) => void;
}

/** The facet's groups, plus any group whose chosen values no longer match a product: a chosen
 * value always stays on screen, so it can be unticked. */
function groupsWithChosen(facets: AttributeFacet[], chosen: string[]): AttributeFacet[] {
  const groups = facets.map((facet) => ({ ...facet, values: [...facet.values] }));
  for (const token of chosen) {
    const parsed = parseAttributeToken(token);
    if (!parsed) continue;
    let group = groups.find((g) => g.group === parsed.group);
    if (!group) {
      group = { group: parsed.group, label: ATTRIBUTE_GROUP_LABELS[parsed.group], values: [] };
      groups.push(group);
    }
    if (!group.values.some((v) => v.value === token)) {
      group.values.push({ value: token, label: parsed.label, count: 0 });
    }
  }
  return groups;
}

/** Each attribute group as a section of the phone's two-pane filter sheet: its name, how many of
 * its values are chosen, and its values as a plain fieldset. */
export function attributeSections({ params, facets, onChange }: AttributeFacetsProps) {
  const chosen = attributeTokensOf(params);
  return groupsWithChosen(facets, chosen).map((facet) => ({
    id: `attributes-${facet.group}`,
    label: facet.label,
    chosen: facet.values.filter((v) => chosen.includes(v.value)).length,
    content: (
      <AttributeValues
        label={facet.label}
        values={facet.values}
        chosen={chosen}
        onToggle={(token, on) => onChange(withAttribute(params, token, on))}
      />
    ),
  }));
}

export function AttributeFacets({ params, facets, onChange }: AttributeFacetsProps) {
  const chosen = attributeTokensOf(params);
  return groupsWithChosen(facets, chosen).map((facet) => (
    <AttributeGroup
      key={facet.group}
      label={facet.label}
      values={facet.values}
      chosen={chosen}
      onToggle={(token, on) => onChange(withAttribute(params, token, on))}
    />
  ));
}

interface AttributeGroupProps {
  label: string;
  values: FacetValue[];
  chosen: string[];
  onToggle: (token: string, on: boolean) => void;
}

function AttributeGroup({ label, values, chosen, onToggle }: AttributeGroupProps) {
  const count = values.filter((v) => chosen.includes(v.value)).length;
  return (
    <details className="group/facet border-t border-sand-200 py-3" open={count > 0 || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-sm py-1.5 text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase hover:text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {label}
          {count > 0 ? <span className="ml-1.5 text-rose-800 normal-case">({count})</span> : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/facet:rotate-180"
        />
      </summary>
      <AttributeValues label={label} values={values} chosen={chosen} onToggle={onToggle} />
    </details>
  );
}

function AttributeValues({ label, values, chosen, onToggle }: AttributeGroupProps) {
  return (
    <fieldset className="mt-1">
      <legend className="sr-only">{label}</legend>
      <ul className="grid gap-1">
        {values.map((v) => (
          <FacetOption
            key={v.value}
            facet={v}
            type="checkbox"
            name="attributes"
            checked={chosen.includes(v.value)}
            onChange={(e) => onToggle(v.value, e.target.checked)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
