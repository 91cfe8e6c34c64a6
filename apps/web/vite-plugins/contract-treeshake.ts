/**
 * The contract has no side effects: a chunk gets only the contract modules it uses, so the sign-in entry
 * (and the boot script), which import only zod-free ones (constants, messages, storage keys), carry no zod.
 */
export const CONTRACT_TREESHAKE = {
  moduleSideEffects: [{ test: /packages\/contract\/src\//, sideEffects: false }],
};
