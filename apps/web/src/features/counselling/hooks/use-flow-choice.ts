import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { flowSearchParams, readFlowParams, type TFlowParams } from '../counselling-params.ts';

/**
 * The day or time chosen on a step: shown at once from local state, and written to the address (replace)
 * so a reload, Back and a second tab keep it. The router applies address changes as a transition, so a
 * radio driven by the address alone would flick back to unchecked until it lands.
 */
export function useFlowChoice(field: 'date' | 'time') {
  const [params, setParams] = useSearchParams();
  const flow = readFlowParams(params);
  const [choice, setChoice] = useState(flow[field]);
  const choose = (value: string) => {
    setChoice(value);
    const next: TFlowParams =
      field === 'date' ? { ...flow, date: value, time: undefined } : { ...flow, time: value };
    setParams(flowSearchParams(next), { replace: true });
  };
  return { flow: { ...flow, [field]: choice } as TFlowParams, choose };
}
