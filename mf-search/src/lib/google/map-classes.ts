import { googleMaps } from './maps-status';
import { assertMember, firstAnswer, mapsLibrary } from './services';

// @react-google-maps/api builds the map, its markers and its line from these globals.
const MAP_CLASSES = ['Map', 'Marker', 'Polyline'] as const;

/**
 * Loads the map's libraries ('maps', 'marker') and checks the classes the map is drawn with are there.
 * False when they are not (logged, naming what is missing): the preview shows the journey summary.
 */
export async function loadMapClasses(): Promise<boolean> {
  if (!googleMaps()) return false;
  const ready = await firstAnswer('the map', [
    {
      name: 'the maps and marker libraries',
      run: async () => {
        await Promise.all([mapsLibrary('maps'), mapsLibrary('marker')]);
        const maps = googleMaps();
        for (const name of MAP_CLASSES) assertMember(maps?.[name], name);
        return true;
      },
    },
  ]);
  return ready === true;
}
