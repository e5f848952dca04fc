"""
autovideoflip for GStreamer 1.22 (Debian 12), where it does not exist yet (it came in 1.24).

WebKitGTK's MediaRecorder builds its video encoder around an autovideoflip and, when there is
none, gives up before connecting the encoder, so every recording with video comes back empty.
This is videoflip under that name, turning the picture by the orientation the stream carries
(video-direction=auto), as 1.24's element does for frames that need no hardware.
"""
import gi

gi.require_version('Gst', '1.0')
gi.require_version('GstVideo', '1.0')
from gi.repository import GObject, Gst, GstVideo  # noqa: E402

Gst.init(None)


class AutoVideoFlip(Gst.Bin):
    __gstmetadata__ = ('Automatic video flip', 'Filter/Effect/Video', 'videoflip under the name GStreamer 1.24 gives it', 'Spoken')
    __gsttemplates__ = (
        Gst.PadTemplate.new('sink', Gst.PadDirection.SINK, Gst.PadPresence.ALWAYS, Gst.Caps.new_any()),
        Gst.PadTemplate.new('src', Gst.PadDirection.SRC, Gst.PadPresence.ALWAYS, Gst.Caps.new_any()),
    )

    def __init__(self):
        super().__init__()
        self.flip = Gst.ElementFactory.make('videoflip', None)
        self.add(self.flip)
        self.add_pad(Gst.GhostPad.new_from_template('sink', self.flip.get_static_pad('sink'), self.get_pad_template('sink')))
        self.add_pad(Gst.GhostPad.new_from_template('src', self.flip.get_static_pad('src'), self.get_pad_template('src')))

    @GObject.Property(type=GstVideo.VideoOrientationMethod, default=GstVideo.VideoOrientationMethod.IDENTITY)
    def video_direction(self):
        return self.flip.get_property('video-direction')

    @video_direction.setter
    def video_direction(self, value):
        self.flip.set_property('video-direction', value)


GObject.type_register(AutoVideoFlip)
__gstelementfactory__ = ('autovideoflip', Gst.Rank.NONE, AutoVideoFlip)
