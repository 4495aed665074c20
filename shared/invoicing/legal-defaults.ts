/** SAC 996334: outdoor and event catering services, what a corporate order is supplied as. */
export const DEFAULT_CATERING_SAC = '996334';
