import type * as VehicleNames from '@samity/domain/vehicle-names';
import type { Texts } from './translator';

let names: typeof VehicleNames | undefined;

/**
 * The vehicle vocabulary's Bengali names (brands, models, colours) are a Bengali page's texts like any other:
 * the translator loads them as the 'vehicles' namespace (instance.ts), with a route that shows cars and before
 * a switch to Bengali, so an English page never fetches the table and a Bengali one never shows a car's
 * English name first. An English page shows the stored names as they are, and needs nothing.
 */
export async function loadVehicleNames(): Promise<Texts> {
  names = await import('@samity/domain/vehicle-names');
  return {};
}

/** The vocabulary's helpers once loaded (on a Bengali page with cars, always: lib/use-car-words.ts waits). */
export const vehicleNames = () => names;
